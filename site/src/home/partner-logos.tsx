/** Hand-drawn marks of the partners (nothing is downloaded); decorative, the partner's name sits beside them. */

export function SelamLogo() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <rect x="13" y="4" width="22" height="40" rx="4" fill="#0b6e4f" />
      <rect x="16" y="9" width="16" height="26" rx="1.5" fill="#e8f6ef" />
      <path
        d="M19 22c2-3 4-3 5 0s3 3 5 0"
        fill="none"
        stroke="#0b6e4f"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="24" cy="39.5" r="2" fill="#e8f6ef" />
    </svg>
  );
}

export function TanaLogo() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="21" fill="#1d5fa8" />
      <path d="M11 27c4-6 22-6 26 0-4 4-22 4-26 0z" fill="#f2c14e" />
      <path d="M24 12v13M24 12l7 9h-7" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <path
        d="M8 34c4 2 8 2 12 0s8-2 12 0 6 2 8 1"
        fill="none"
        stroke="#9cc7f0"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function EntotoLogo() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <path d="M3 40l14-22 8 11 6-8 14 19z" fill="#7a4e2d" />
      <path d="M17 18l4 6-4-1-3 2z" fill="#f7efe6" />
      <circle cx="14" cy="36" r="3" fill="#f2c14e" />
      <circle cx="24" cy="34" r="3" fill="#f2c14e" />
      <circle cx="34" cy="36" r="3" fill="#f2c14e" />
      <path d="M14 36h20" stroke="#f2c14e" strokeWidth="1.5" />
    </svg>
  );
}
