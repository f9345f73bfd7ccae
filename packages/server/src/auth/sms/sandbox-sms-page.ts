import type { Locale } from '@lomi/core';
import type { SandboxSms } from './sandbox-sms-provider.ts';

const texts = {
  en: {
    title: 'Sandbox SMS inbox',
    notice: 'Development only: these messages were not sent to any phone.',
    to: 'To',
    sent: 'Sent',
    message: 'Message',
    empty: 'No messages yet. Request a sign-in code and reload this page.',
  },
  am: {
    title: 'የሙከራ የኤስኤምኤስ ሳጥን',
    notice: 'ለሙከራ ብቻ፤ እነዚህ መልዕክቶች ወደ የትኛውም ስልክ አልተላኩም።',
    to: 'ተቀባይ',
    sent: 'የተላከበት',
    message: 'መልዕክት',
    empty: 'እስካሁን ምንም መልዕክት የለም። የመግቢያ ኮድ ይጠይቁ እና ገጹን እንደገና ይጫኑ።',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The dev inbox: every SMS the sandbox "sent", newest first, so a developer can read sign-in codes. */
export function renderSandboxSmsPage(messages: SandboxSms[], locale: Locale): string {
  const t = texts[locale];
  const rows = messages
    .map(
      (message) => `<tr data-testid="sandbox-sms">
  <td>${escapeHtml(message.to)}</td>
  <td><time datetime="${message.sentAt.toISOString()}">${message.sentAt.toISOString().slice(11, 19)} UTC</time></td>
  <td>${escapeHtml(message.text)}</td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1a1a1a; }
  main { max-width: 760px; margin: 48px auto; background: #fff; padding: 24px; border-radius: 8px; }
  .notice { background: #fff4d6; padding: 8px 12px; border-radius: 4px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: start; padding: 8px; border-bottom: 1px solid #d0d7de; vertical-align: top; }
</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
<p class="notice" role="note">${t.notice}</p>
${
  messages.length === 0
    ? `<p role="status">${t.empty}</p>`
    : `<table>
<thead><tr><th scope="col">${t.to}</th><th scope="col">${t.sent}</th><th scope="col">${t.message}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</main>
</body>
</html>`;
}
