import type en from './admin.en';

/** The admin messages in Urdu; a missing message falls back to English. */
export default {
  // Shared controls
  'admin.cancel': 'منسوخ کریں',

  // Merging reciters, and names like an existing reciter's
  'admin.merge.action': 'ضم کریں',
  'admin.merge.actionLabel': '{name} کو ضم کریں',
  'admin.merge.title': '"{name}" کو ضم کریں',
  'admin.merge.into': 'کس میں ضم کریں',
  'admin.merge.choose': 'وہ نعت خواں چنیں جسے رکھنا ہے',
  'admin.merge.preview':
    '{count, plural, one {# نعت} other {# نعتیں}} "{from}" سے "{into}" کو منتقل ہوں گی۔ "{into}" کی اپنی تفصیلات برقرار رہیں گی؛ "{from}" حذف ہو جائے گا اور آئندہ اس کا صفحہ "{into}" کے صفحے پر لے جائے گا۔',
  'admin.merge.busy': 'ضم ہو رہا ہے...',
  'admin.merge.done': 'نعت خواں کامیابی سے ضم ہو گئے!',
  'admin.merge.failed': 'نعت خواں ضم نہیں ہو سکے',
  'admin.similar.one':
    'ملتے جلتے نام کا ایک نعت خواں پہلے سے موجود ہے: {names}۔ "{name}" کو صرف اسی صورت میں شامل کریں جب یہ کوئی اور ہو۔',
  'admin.similar.many':
    'ملتے جلتے ناموں کے نعت خواں پہلے سے موجود ہیں: {names}۔ "{name}" کو صرف اسی صورت میں شامل کریں جب یہ کوئی اور ہو۔',
  'admin.similar.addAnyway': 'پھر بھی شامل کریں',
} satisfies Partial<Readonly<Record<keyof typeof en, string>>>;
