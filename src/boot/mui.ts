// Importing it runs the MUI chunk (styled components made at load) in a task of its own; see main.tsx.
export { ThemeProvider } from '@mui/material/styles';
