import { messages } from '@kaksha/contracts/messages';
import { Modal, Text } from '@mantine/core';

interface VideoModalProps {
  chapter: string | null;
  /** The signed address of the chapter's video, or null when it has none. */
  src: string | null;
  onClose: () => void;
}

/** Plays a chapter's video, seekable (the server answers range requests). */
export function VideoModal({ chapter, src, onClose }: VideoModalProps) {
  return (
    <Modal opened={chapter !== null} onClose={onClose} title={chapter ?? ''} size="xl" centered>
      {src ? (
        // biome-ignore lint/a11y/useMediaCaption: lesson videos are uploaded without caption tracks.
        <video
          src={src}
          controls
          autoPlay
          preload="metadata"
          aria-label={`Video: ${chapter}`}
          style={{ width: '100%', maxHeight: '70vh', background: 'black', borderRadius: 8 }}
        />
      ) : (
        <Text c="dimmed" py="lg" ta="center">
          {messages.videoNotAvailable}
        </Text>
      )}
    </Modal>
  );
}
