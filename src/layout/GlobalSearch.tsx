import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, InputBase, ListSubheader } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '../../domain/rules/search';
import { hitsOf, type SearchHit, searchAllPath, searchPath } from '../pages/search/paths';

/** The last option: the /search screen with every kind for the typed text. */
type Option = SearchHit | { kind: 'all'; text: string };

const pathOf = (option: Option) =>
  option.kind === 'all' ? searchAllPath(option.text) : searchPath(option);

/**
 * Top bar search of spec sections 2 and 9: from 2 characters, 500 ms after the last key, it asks
 * GET /query/{text} and offers the matches grouped by kind; choosing one opens it.
 */
export const GlobalSearch = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<{ text: string; hits: SearchHit[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [highlighted, setHighlighted] = useState<Option | null>(null);
  const [popup, setPopup] = useState(false);
  const query = text.trim();
  const ready = query.length >= SEARCH_MIN_LENGTH;

  useEffect(() => {
    if (!ready) return;
    let current = true;
    const timer = setTimeout(() => {
      dataProvider.globalSearch(query).then(
        (result) => current && setAnswer({ text: query, hits: hitsOf(result) }),
        () => current && setFailed(true),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, ready, dataProvider]);

  const loading = ready && answer?.text !== query && !failed;
  const hits = ready && answer ? answer.hits : [];
  const options: Option[] =
    ready && !loading && hits.length > 0 ? [...hits, { kind: 'all', text: query }] : [];

  const open = (path: string) => {
    setText('');
    setAnswer(null);
    navigate(path);
  };

  return (
    <Autocomplete<Option, false, false, false>
      options={options}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason === 'reset') return;
        setText(value);
        setFailed(false);
        setHighlighted(null);
      }}
      onChange={(_event, option) => option && open(pathOf(option))}
      onHighlightChange={(_event, option) => setHighlighted(option)}
      onKeyDown={(event) => {
        // Enter without a chosen match: every result for the text.
        if (event.key === 'Enter' && ready && !highlighted) open(searchAllPath(query));
      }}
      open={popup && ready}
      onOpen={() => setPopup(true)}
      onClose={() => {
        setPopup(false);
        setHighlighted(null);
      }}
      filterOptions={(all) => all}
      groupBy={(option) => option.kind}
      getOptionLabel={(option) => (option.kind === 'all' ? option.text : option.label)}
      getOptionKey={(option) => (option.kind === 'all' ? 'all' : `${option.kind}:${option.id}`)}
      isOptionEqualToValue={(a, b) => pathOf(a) === pathOf(b)}
      loading={loading}
      loadingText={translate('app.search.searching')}
      noOptionsText={translate(failed ? 'app.errors.network' : 'app.search.nothing_found')}
      renderGroup={(params) => (
        <li key={params.key}>
          {params.group !== 'all' && (
            <ListSubheader component="div" sx={{ lineHeight: '32px' }}>
              {translate(`app.search.kinds.${params.group}`)}
            </ListSubheader>
          )}
          <Box component="ul" sx={{ p: 0 }}>
            {params.children}
          </Box>
        </li>
      )}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          {option.kind === 'all' ? (
            <Box component="span" sx={{ fontStyle: 'italic' }}>
              {translate('app.search.see_all', { text: option.text })}
            </Box>
          ) : (
            <>
              {option.label}
              <Box
                component="span"
                sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8em' }}
              >
                {option.detail ?? translate(`app.people.company.area_${option.languageArea ?? 1}`)}
              </Box>
            </>
          )}
        </Box>
      )}
      slotProps={{ popper: { sx: { minWidth: 360 } } }}
      // react-admin's theme makes every Autocomplete full width, which would squeeze the page title to nothing.
      fullWidth={false}
      sx={{ mx: 1 }}
      renderInput={(params) => (
        <InputBase
          ref={params.InputProps.ref}
          inputProps={{
            ...params.inputProps,
            type: 'search',
            'aria-label': translate('app.search.label'),
          }}
          placeholder={translate('app.search.placeholder')}
          startAdornment={
            <InputAdornment position="start" sx={{ color: 'inherit' }}>
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          sx={(theme) => ({
            color: 'inherit',
            px: 1,
            borderRadius: 1,
            width: { xs: 150, sm: 280 },
            bgcolor: alpha(
              theme.palette.common[theme.palette.mode === 'light' ? 'black' : 'white'],
              0.08,
            ),
          })}
        />
      )}
    />
  );
};
