/** The react-query key of a client's panel: the tabs' writes replace it with their answer. */
export const companyDataKey = (companyId: string) => ['companyData', companyId] as const;
