// The tus resumable-upload protocol (tus 1.0 core) as the server and the web client speak it:
// one version and one spelling of each header, so both ends agree.

/** The tus version spoken, sent and required in Tus-Resumable. */
export const tusVersion = '1.0.0';

/** The tus headers, in the lower case Node gives request headers. */
export const tusHeader = {
  resumable: 'tus-resumable',
  uploadLength: 'upload-length',
  uploadOffset: 'upload-offset',
  uploadMetadata: 'upload-metadata',
  uploadDeferLength: 'upload-defer-length',
  uploadConcat: 'upload-concat',
} as const;

/** The content type of a PATCH carrying an upload's bytes. */
export const tusPatchContentType = 'application/offset+octet-stream';
