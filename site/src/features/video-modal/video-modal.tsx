import { youtubeEmbedUrl } from '@lomi/core';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import './video-modal.css';

export interface VideoModalProps {
  /** The YouTube id of the video (see `youtubeVideoId`). */
  videoId: string;
  /** The dialog's heading. */
  heading: string;
  /** Names the player for assistive technology, e.g. the campaign's title. */
  frameTitle: string;
  /** Names the close button. */
  closeLabel: string;
  onClose: () => void;
}

/**
 * A campaign's video in a modal dialog (its own module, loaded on the first click): YouTube's privacy-enhanced
 * player in a 16:9 frame. Escape or the close button end it, the player with it, and focus returns to the
 * thumbnail that opened it.
 */
export default function VideoModal({ videoId, heading, frameTitle, closeLabel, onClose }: VideoModalProps) {
  return (
    <SiteDialog title={heading} closeLabel={closeLabel} onClose={onClose}>
      <div className="video-modal">
        <iframe
          className="video-modal__frame"
          src={youtubeEmbedUrl(videoId)}
          title={frameTitle}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </SiteDialog>
  );
}
