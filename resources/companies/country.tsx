import { useMemo } from 'react';
import {
  AutocompleteInput,
  type AutocompleteInputProps,
  type RaRecord,
  useFieldValue,
  useGetList,
  useLocaleState,
} from 'react-admin';

/** Country names in the interface language (Intl.DisplayNames), the ISO code when unknown. */
export const useCountryName = () => {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    return (code: unknown) => {
      if (typeof code !== 'string' || !code) return '';
      try {
        return names.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale]);
};

type CountryFieldProps = {
  source?: string;
  label?: string;
  sortable?: boolean;
  record?: RaRecord;
};

export const CountryField = ({ source = 'country', record }: CountryFieldProps) => {
  const code = useFieldValue({ source, record });
  const nameOf = useCountryName();
  return <span>{nameOf(code)}</span>;
};

/** The countries of GET /country/, sorted by their name in the interface language. */
export const useCountryChoices = () => {
  const [locale] = useLocaleState();
  const nameOf = useCountryName();
  const { data, isPending } = useGetList<{ id: string; code: string; name: string }>(
    'countries',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { staleTime: 60 * 60 * 1000 },
  );
  const choices = useMemo(
    () =>
      (data ?? [])
        .map((c) => ({ id: c.code, name: nameOf(c.code) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [data, nameOf, locale],
  );
  return { choices, isPending };
};

/** Stores the ISO code; the names shown follow the interface language. */
export const CountryInput = (props: Omit<AutocompleteInputProps, 'choices'>) => {
  const { choices, isPending } = useCountryChoices();
  return (
    <AutocompleteInput
      source="country"
      {...props}
      choices={choices}
      isPending={isPending}
      translateChoice={false}
    />
  );
};
