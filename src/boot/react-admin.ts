// Importing it runs the react-admin chunk (react-admin, react-router, react-query) in a task of its own; see main.tsx.
export { Admin } from 'react-admin';
