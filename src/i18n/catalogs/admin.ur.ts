import type en from './admin.en';

/** The admin messages in Urdu; a missing message falls back to English. */
export default {
  // Shared controls
  'admin.cancel': 'منسوخ کریں',

  // The picture of a naat or reciter (ImageField.tsx)
  'admin.imageLabel': 'تصویر',
  'admin.imageSaveFirst': 'پہلے محفوظ کریں، پھر تصویر لگائیں۔',
  'admin.imageUploading': 'اپ لوڈ ہو رہی ہے...',
  'admin.imageChoose': 'تصویر منتخب کریں',
  'admin.imageReplace': 'تصویر بدلیں',
  'admin.imageRemove': 'تصویر ہٹائیں',
  'admin.imageHint': 'JPEG، PNG یا WebP، زیادہ سے زیادہ 20 MB؛ مربع شکل میں کاٹی جاتی ہے۔',
  'admin.imageTooLarge': 'تصویر 20 MB سے بڑی ہے: چھوٹی فائل منتخب کریں۔',
  'admin.imageFailed': 'تصویر محفوظ نہیں ہو سکی۔ دوبارہ کوشش کریں۔',
} satisfies Partial<Readonly<Record<keyof typeof en, string>>>;
