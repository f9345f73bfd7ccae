export {
  SHARE_NETWORK_NAMES,
  SHARE_NETWORKS,
  type ShareChannel,
  type ShareEventDetail,
  type ShareNetwork,
} from './share-channel.ts';
export { campaignShareUrl, shareLink, type ShareTarget } from './share-link.ts';
export { centeredPopupFeatures, SHARE_POPUP_SIZES, type PopupSize, type WindowFrame } from './share-popup.ts';
