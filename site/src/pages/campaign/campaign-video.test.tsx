import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { renderSite } from '../../testing/render-site.tsx';
import { CampaignTextProvider } from './campaign-text.ts';
import { CampaignVideo } from './campaign-video.tsx';

function renderVideo(videoUrl: string | null) {
  return renderSite(
    <CampaignTextProvider>
      <main>
        <CampaignVideo videoUrl={videoUrl} title="Clean water" />
      </main>
    </CampaignTextProvider>,
  );
}

describe('campaign video', { timeout: 20_000 }, () => {
  it('shows YouTube’s thumbnail of the v= video and plays it in a modal that gives focus back', async () => {
    await renderVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Watch the campaign video' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe(
      'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    // axe cannot enter the player's frame in jsdom: the open modal is checked in the browser
    // (tests/e2e/site/campaign-detail.spec.ts).
    await expectNoAxeViolations(document.body);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Campaign video' }, { timeout: 5000 });
    const frame = dialog.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(frame?.getAttribute('title')).toBe('Video of the campaign “Clean water”');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('keeps the button, without the picture, when the thumbnail cannot be loaded', async () => {
    await renderVideo('https://youtu.be/dQw4w9WgXcQ');
    const button = await screen.findByRole('button', { name: 'Watch the campaign video' });
    fireEvent.error(button.querySelector('img')!);
    expect(button.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Watch the campaign video' })).toBe(button);
  });

  it('links to a video elsewhere, and shows nothing without a link', async () => {
    const { unmount } = await renderVideo('https://vimeo.com/76979871');
    const link = await screen.findByRole('link', { name: /Watch the campaign video/ });
    expect(link.getAttribute('href')).toBe('https://vimeo.com/76979871');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    unmount();

    await renderVideo(null);
    await screen.findByTestId('url');
    expect(screen.queryByRole('button', { name: /video/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /video/ })).toBeNull();
  });
});
