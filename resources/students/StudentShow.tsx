import { Navigate, useParams } from 'react-router-dom';

/** The students resource's show route leads to the student page (/student/:studentId). */
export const StudentShow = () => {
  const { id = '' } = useParams();
  return <Navigate to={`/student/${encodeURIComponent(id)}`} replace />;
};
