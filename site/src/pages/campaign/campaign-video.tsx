import { useState } from 'react';
import { youtubeThumbnailUrl, youtubeVideoId } from '@lomi/core';
import { LazyDialogButton } from '../../shared/lazy-dialog/lazy-dialog-button.tsx';
import { useCampaignText } from './campaign-text.ts';

const loadModal = () => import('../../features/video-modal/video-modal.tsx');

interface CampaignVideoProps {
  videoUrl: string | null;
  title: string;
}

function PlayIcon() {
  return (
    <svg className="campaign-video__play" viewBox="0 0 68 48" aria-hidden="true" focusable="false">
      <path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z" />
      <path d="M45 24 27 14v20z" fill="#ffffff" />
    </svg>
  );
}

/**
 * §2 video thumbnail: the picture YouTube derives from the link's `v=` parameter, with a play mark, opening the
 * video in a modal. Without YouTube's picture (offline, blocked) a plain dark frame with the play mark stands in.
 * A link that is not a YouTube video is offered as a plain link to its site.
 */
export function CampaignVideo({ videoUrl, title }: CampaignVideoProps) {
  const t = useCampaignText();
  const [pictureFailed, setPictureFailed] = useState(false);
  const videoId = youtubeVideoId(videoUrl);

  if (!videoId) {
    if (!videoUrl || !/^https?:\/\//i.test(videoUrl.trim())) return null;
    return (
      <p className="campaign-video campaign-video--external">
        <a href={videoUrl.trim()} target="_blank" rel="noopener noreferrer">
          {t('campaignDetail.video.external')}
        </a>
      </p>
    );
  }

  return (
    <div className="campaign-video">
      <LazyDialogButton
        load={loadModal}
        className="campaign-video__button"
        dialog={(VideoModal, { close }) => (
          <VideoModal
            videoId={videoId}
            heading={t('campaignDetail.video.title')}
            frameTitle={t('campaignDetail.video.frame', { title })}
            closeLabel={t('campaignDetail.video.close')}
            onClose={close}
          />
        )}
      >
        {!pictureFailed && (
          // Decorative: the button's text says what it does.
          <img
            className="campaign-video__thumbnail"
            src={youtubeThumbnailUrl(videoId)}
            alt=""
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
            onError={() => setPictureFailed(true)}
          />
        )}
        <PlayIcon />
        <span className="campaign-video__label">{t('campaignDetail.video.open')}</span>
      </LazyDialogButton>
    </div>
  );
}
