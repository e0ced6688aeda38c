import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Radio,
  RadioGroup,
  Slider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, useSyncExternalStore } from 'react';
import { Title, useLocaleState, useTheme, useTranslate } from 'react-admin';
import { okOrThrow } from '../../../dataProvider';
import { saveProfile } from '../../../dataProvider/profile';
import { currentUser, subscribeSession } from '../../../dataProvider/session';
import { DEFAULT_THEME_COLOR, type ThemeColor } from '../../../domain/entities/staff';
import { personName } from '../../../domain/rules/person-name';
import { availableLocales } from '../../i18n';
import { useSave } from '../../save/use-save';
import { CalendarFeed } from './CalendarFeed';
import { ChangePasswordForm } from './ChangePasswordForm';

const toHex = ({ r, g, b }: ThemeColor) =>
  `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
const fromHex = (hex: string, a: number): ThemeColor => ({
  r: Number.parseInt(hex.slice(1, 3), 16),
  g: Number.parseInt(hex.slice(3, 5), 16),
  b: Number.parseInt(hex.slice(5, 7), 16),
  a,
});

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card>
    <CardContent>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** The signed-in user's own settings: colour, language, theme, calendar feed and password (spec sections 1, 6). */
export const ProfilePage = () => {
  const translate = useTranslate();
  const user = useSyncExternalStore(subscribeSession, currentUser, () => null);
  const [locale, setLocale] = useLocaleState();
  const [theme, setTheme] = useTheme();
  const [color, setColor] = useState<ThemeColor>(user?.themeColor ?? DEFAULT_THEME_COLOR);
  const save = useSave();

  const saveColor = (themeColor: ThemeColor) =>
    save.run(async () => okOrThrow(await saveProfile({ themeColor })), {
      success: 'app.shell.profile.saved',
    });

  const chooseTheme = (next: 'light' | 'dark') => {
    setTheme(next);
    saveProfile({ theme: next });
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={translate('app.shell.profile.title')} />
      <Section title={translate('app.shell.profile.identity')}>
        <Typography>{personName(user)}</Typography>
        <Typography color="text.secondary">{user?.email}</Typography>
      </Section>
      <Section title={translate('app.shell.profile.colour')}>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            type="color"
            label={translate('app.shell.profile.colour')}
            value={toHex(color)}
            onChange={(e) => setColor(fromHex(e.target.value, color.a))}
            sx={{ width: 120 }}
          />
          <Box sx={{ width: 200 }}>
            <Typography id="profile-opacity" variant="body2">
              {translate('app.shell.profile.opacity')}
            </Typography>
            <Slider
              aria-labelledby="profile-opacity"
              min={0}
              max={1}
              step={0.05}
              value={color.a}
              valueLabelDisplay="auto"
              onChange={(_, a) => setColor({ ...color, a: a as number })}
            />
          </Box>
          <Box
            aria-hidden
            sx={{
              width: 48,
              height: 48,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: `rgba(${color.r}, ${color.g}, ${color.b}, ${color.a})`,
            }}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" disabled={save.saving} onClick={() => saveColor(color)}>
            {translate('ra.action.save')}
          </Button>
          <Button
            disabled={save.saving}
            onClick={() => {
              setColor(DEFAULT_THEME_COLOR);
              saveColor(DEFAULT_THEME_COLOR);
            }}
          >
            {translate('app.shell.profile.default_colour')}
          </Button>
        </Stack>
      </Section>
      <Section title={translate('app.shell.profile.language')}>
        <RadioGroup
          row
          aria-label={translate('app.shell.profile.language')}
          value={locale}
          onChange={(e) => setLocale(e.target.value)}
        >
          {availableLocales.map(({ locale: value, name }) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={name} />
          ))}
        </RadioGroup>
      </Section>
      <Section title={translate('app.shell.profile.theme')}>
        <RadioGroup
          row
          aria-label={translate('app.shell.profile.theme')}
          value={theme === 'dark' ? 'dark' : 'light'}
          onChange={(e) => chooseTheme(e.target.value as 'light' | 'dark')}
        >
          <FormControlLabel
            value="light"
            control={<Radio />}
            label={translate('app.shell.profile.light')}
          />
          <FormControlLabel
            value="dark"
            control={<Radio />}
            label={translate('app.shell.profile.dark')}
          />
        </RadioGroup>
      </Section>
      <Section title={translate('app.shell.profile.feed.title')}>
        <CalendarFeed />
      </Section>
      <Section title={translate('app.shell.profile.change_password')}>
        <ChangePasswordForm />
      </Section>
    </Stack>
  );
};

export default ProfilePage;
