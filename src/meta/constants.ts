/** Table page size and its options (spec section 9). */
export const PER_PAGE = 10;
export const PER_PAGE_OPTIONS = [5, 10, 20];
