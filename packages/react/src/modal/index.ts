export { Modal, type ModalProps } from './modal.tsx';
export { modalStyles } from './modal-styles.ts';
