import { Badge, Chip, Divider, ListSubheader } from '@mui/material';
import { Menu as RaMenu, useCanAccess, useSidebarState, useTranslate } from 'react-admin';
import { isGroup, type MenuEntry, type MenuItem, menuEntries } from './menu-items';
import { BADGE_MAX, useRecentNotificationsCount } from './recent-notifications';

const RecentNotificationsIcon = ({ icon: Icon }: { icon: MenuItem['icon'] }) => {
  const count = useRecentNotificationsCount();
  return (
    <Badge badgeContent={count} max={BADGE_MAX} color="error">
      <Icon />
    </Badge>
  );
};

const Label = ({ item }: { item: MenuItem }) => {
  const translate = useTranslate();
  return (
    <>
      {/* A resource's name (`resources.<name>.name`) in the plural; other labels take no count. */}
      {translate(item.labelKey, { smart_count: 2 })}
      {item.badgeNew && (
        <Chip label={translate('app.shell.new')} size="small" color="primary" sx={{ ml: 1 }} />
      )}
    </>
  );
};

const Link = ({ item }: { item: MenuItem }) => {
  const Icon = item.icon;
  return (
    <RaMenu.Item
      to={item.to}
      primaryText={<Label item={item} />}
      leftIcon={item.recentNotificationsBadge ? <RecentNotificationsIcon icon={Icon} /> : <Icon />}
    />
  );
};

const GuardedLink = ({ item, resource }: { item: MenuItem; resource: string }) => {
  const { canAccess, isPending } = useCanAccess({ resource, action: 'list' });
  return isPending || !canAccess ? null : <Link item={item} />;
};

const Item = ({ item }: { item: MenuItem }) =>
  item.resource ? <GuardedLink item={item} resource={item.resource} /> : <Link item={item} />;

const Entry = ({ entry }: { entry: MenuEntry }) => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (!isGroup(entry)) return <Item item={entry} />;
  if (entry.items.length === 0) return null;
  return (
    <>
      {open ? (
        // Inside react-admin's role="menu" list: a heading line, not a list item of the menu.
        <ListSubheader role="presentation" sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
          {translate(entry.groupKey)}
        </ListSubheader>
      ) : (
        <Divider />
      )}
      {entry.items.map((item) => (
        <Item key={item.to} item={item} />
      ))}
    </>
  );
};

/** The side menu of spec section 2, built from menu-items.ts (pages) and the resources' declarations. */
export const Menu = () => (
  <RaMenu>
    {menuEntries.map((entry) => (
      <Entry key={isGroup(entry) ? entry.groupKey : entry.to} entry={entry} />
    ))}
  </RaMenu>
);
