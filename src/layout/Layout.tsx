import { memo, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { ScrollToTop } from './ScrollToTop';

// The top bar (global search, menus) and the side menu render again only when what they read changes,
// not with each render of the layout above them: those came in long tasks while /students loaded.
const ShellAppBar = memo(AppBar);
const ShellMenu = memo(Menu);

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={ShellAppBar} menu={ShellMenu}>
    <ScrollToTop />
    {children}
  </RaLayout>
);
