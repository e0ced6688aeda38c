// The company constants that the browser's first load needs (the companies resource's declaration),
// apart from company.ts, whose zod schemas would bring zod into that load. company.ts re-exports them.
export const COMPANY_NAME_MAX_LENGTH = 200;
export const COMPANY_TYPES = ['Client', 'School'] as const;
/** 1: English-language clients (/companyall/1), 2: medical-language clients (/companyall/2). */
export const LANGUAGE_AREAS = [1, 2] as const;
