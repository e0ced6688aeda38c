import { Link } from '@mui/material';

/** Spec section 2: 0 sign in, 1 reset password, 2 forgot password request; plus the Register form. */
export type LoginView = 0 | 1 | 2 | 'register';

/** A link that switches the login screen to another view. */
export const SwitchLink = ({ onClick, children }: { onClick: () => void; children: string }) => (
  <Link component="button" type="button" variant="body2" onClick={onClick}>
    {children}
  </Link>
);
