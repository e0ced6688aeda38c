import { Link as MuiLink } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link from a summary figure to the list behind it. */
export const ListLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <MuiLink component={Link} to={to} variant="body2">
    {children}
  </MuiLink>
);
