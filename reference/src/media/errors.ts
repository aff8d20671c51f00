/** An image or file of a source that could not be made available to the host; the turn says so (AD-010). */
export class MediaUnavailableError extends Error {
  readonly code = 'MEDIA_UNAVAILABLE';
  /** The turn's error class: media_too_large or media_download_failed. */
  readonly errorClass: 'media_too_large' | 'media_download_failed';

  constructor(errorClass: MediaUnavailableError['errorClass'], message: string) {
    super(message);
    this.name = 'MediaUnavailableError';
    this.errorClass = errorClass;
  }
}
