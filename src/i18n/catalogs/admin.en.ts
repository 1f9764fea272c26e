/** The admin messages in English (ids start with `admin.`); see app.en.ts for the format. */
export default {
  // Shared controls
  'admin.cancel': 'Cancel',

  // The picture of a naat or reciter (ImageField.tsx)
  'admin.imageLabel': 'Image',
  'admin.imageSaveFirst': 'Save first, then add an image.',
  'admin.imageUploading': 'Uploading...',
  'admin.imageChoose': 'Choose image',
  'admin.imageReplace': 'Replace image',
  'admin.imageRemove': 'Remove image',
  'admin.imageHint': 'JPEG, PNG or WebP, up to 20 MB; cropped to a square.',
  'admin.imageTooLarge': 'The image is larger than 20 MB: choose a smaller file.',
  'admin.imageFailed': 'The image could not be saved. Please try again.',
} satisfies Readonly<Record<string, string>>;
