/** Lomi's mark: a lemon ("lomi" in Amharic) with a leaf. Decorative; the link around it carries the name. */
export function LomiLogo() {
  return (
    <svg
      className="lomi-logo"
      viewBox="0 0 40 40"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="20" cy="23" rx="15" ry="13" fill="#f5c518" />
      <ellipse cx="20" cy="23" rx="15" ry="13" fill="none" stroke="#c99a00" strokeWidth="1.5" />
      <path d="M20 10c2-6 9-8 14-6-2 5-8 8-14 6z" fill="#1f7a4d" />
      <path d="M14 20c2-2 5-3 8-2" stroke="#fff7c2" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
