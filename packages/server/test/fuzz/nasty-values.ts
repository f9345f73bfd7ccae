// Values a careless or hostile client sends, by kind. Each kind of defect found so far has a value here:
// numbers past PostgreSQL's integer (2³¹) and past JavaScript's exact integers (2⁵³ + 1), text PostgreSQL
// cannot store (NUL, a lone surrogate), text of other scripts and directions, and a 1 MB string.

export const MEGABYTE = 'A'.repeat(1024 * 1024);

export const nastyNumbers: number[] = [
  0,
  -1,
  -2_147_483_648,
  2_147_483_647,
  2_147_483_648,
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  1e308,
  -1e308,
  1.5,
  0.1,
  1e-7,
  99_999_999_999,
];

export const nastyStrings: string[] = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '2 ',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  '😀👍🏽👨‍👩‍👧',
  'ሰላም ለዓለም፤ እንዴት ነህ?',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  'true',
  'null',
  'a@b',
  `${'a'.repeat(300)}@example.com`,
  MEGABYTE,
];

export const nastyOthers: unknown[] = [
  null,
  true,
  false,
  [],
  [1, 2],
  ['a'],
  {},
  { a: 1 },
  [{}],
  { length: 1e9 },
];

/** Edges of a number field (sent as numbers and as digit strings, as some fields accept both). */
export const nastyNumberLike: unknown[] = [
  2_147_483_648,
  '2147483648',
  99_999_999_999,
  '99999999999',
  2 ** 53 + 1,
  -1,
  0,
  1.5,
  '1.5',
  1e308,
  'NaN',
  '',
];

/** Edges of a text field: what PostgreSQL cannot store, other scripts and directions, and sizes. */
export const nastyText: unknown[] = [
  '\ud800',
  'x\udfffy',
  '\u0000',
  '',
  ' ',
  '\u202eevil\u202c',
  'ሰላም ለዓለም፤ እንዴት ነህ?',
  '😀👍🏽👨‍👩‍👧',
  MEGABYTE,
  "' OR 1=1 --",
];

export const nastyValues: unknown[] = [...nastyNumbers, ...nastyStrings, ...nastyOthers];

/** Path segments: the strings above that a URL can carry, and encodings of what it cannot. */
export const nastySegments: string[] = [
  '0',
  '-1',
  '1.5',
  '1e3',
  'abc',
  '2147483647',
  '2147483648',
  '99999999999',
  '9'.repeat(40),
  '%00',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%E1%88%B0%E1%88%8B%E1%88%9D',
  '%25',
  '..%2F..%2Fetc%2Fpasswd',
  '%20',
  'a'.repeat(2000),
  'null',
];

/** Whole JSON bodies that are not the object a route expects, or not JSON at all. */
export const nastyJsonTexts: string[] = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '42',
  '1e999',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"x":"\\ud800"}`,
  '{"x":"\\u0000"}',
  '\ufeff{}',
  'undefined',
];

export const oddContentTypes: string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/xml',
  'application/json, text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=b0undary',
  '*/*',
];

/** Multipart bodies with boundary `b0undary`: a cut-short one, one without a closing boundary, and a file. */
export const nastyMultipartBodies: string[] = [
  'x',
  '--b0undary\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut sh',
  '--b0undary\r\nContent-Disposition: form-data; name="title"\r\n\r\nNo closing boundary\r\n',
  '--b0undary\r\nContent-Disposition: form-data; name="f"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--b0undary--\r\n',
  '--b0undary\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--b0undary--\r\n',
  '--b0undary\r\nContent-Disposition: form-data; name="title"\r\nContent-Type: application/json\r\n\r\n{"a":\r\n--b0undary--\r\n',
  `${Array.from({ length: 20 }, (_, i) => `--b0undary\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join('')}--b0undary--\r\n`,
];
