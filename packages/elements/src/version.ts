/** The version of @lomi/elements; the define step compares it when a tag is already taken. */
export const lomiElementsVersion = '0.1.0';
