/**
 * Word lists of the demo catalogue. The reciters are fictional; the titles are well-known naat titles
 * (as a listener would search for them) and the verses are classical, public-domain poetry (Ahmad Raza
 * Khan, d. 1921; Saadi, d. 1291). The audio attached to every naat is a synthesised demo clip.
 */
export interface ReciterWords {
  name: string;
  urduName: string;
  birthDate: string;
  birthPlace: string;
  style: string;
}

export const reciters: readonly ReciterWords[] = [
  {
    name: 'Hafiz Muhammad Bilal Qadri',
    urduName: 'حافظ محمد بلال قادری',
    birthDate: '1984-03-12',
    birthPlace: 'Lahore, Pakistan',
    style: 'a soft, unhurried voice and long-held notes',
  },
  {
    name: 'Qari Zubair Ahmed Naqshbandi',
    urduName: 'قاری زبیر احمد نقشبندی',
    birthDate: '1979-08-02',
    birthPlace: 'Karachi, Pakistan',
    style: 'the measured delivery of a trained Qari',
  },
  {
    name: 'Syed Hassan Raza Gilani',
    urduName: 'سید حسن رضا گیلانی',
    birthDate: '1990-01-25',
    birthPlace: 'Multan, Pakistan',
    style: 'Saraiki-tinged melodies from southern Punjab',
  },
  {
    name: 'Muhammad Usman Attari',
    urduName: 'محمد عثمان عطاری',
    birthDate: '1992-11-09',
    birthPlace: 'Faisalabad, Pakistan',
    style: 'gatherings without instruments and a strong daf rhythm',
  },
  {
    name: 'Sahibzada Imran Chishti',
    urduName: 'صاحبزادہ عمران چشتی',
    birthDate: '1975-05-17',
    birthPlace: 'Ajmer, India',
    style: 'the Chishti tradition of devotional poetry',
  },
  {
    name: 'Hafiz Abdul Rehman Saifi',
    urduName: 'حافظ عبدالرحمٰن سیفی',
    birthDate: '1988-07-30',
    birthPlace: 'Rawalpindi, Pakistan',
    style: 'Persian and Urdu kalam alike',
  },
  {
    name: 'Ghulam Mustafa Noori',
    urduName: 'غلام مصطفیٰ نوری',
    birthDate: '1969-02-14',
    birthPlace: 'Hyderabad, Pakistan',
    style: 'the older Sindhi style of recitation',
  },
  {
    name: 'Kashif Ali Zia',
    urduName: 'کاشف علی ضیاء',
    birthDate: '1995-09-03',
    birthPlace: 'Sialkot, Pakistan',
    style: 'a young voice popular at Milad gatherings',
  },
  {
    name: 'Yusuf Ibrahim Memon',
    urduName: 'یوسف ابراہیم میمن',
    birthDate: '1982-12-21',
    birthPlace: 'Mumbai, India',
    style: 'Gujarati and Urdu naats',
  },
  {
    name: 'Faizan Raza Rizvi',
    urduName: 'فیضان رضا رضوی',
    birthDate: '1998-04-11',
    birthPlace: 'Bareilly, India',
    style: 'the kalam of the Bareilly poets',
  },
  {
    name: 'Tahir Mehmood Sialvi',
    urduName: 'طاہر محمود سیالوی',
    birthDate: '1972-06-06',
    birthPlace: 'Sargodha, Pakistan',
    style: 'Punjabi kalam and Urdu salam',
  },
  {
    name: 'Ahmed Nawaz Khan',
    urduName: 'احمد نواز خان',
    birthDate: '1986-10-19',
    birthPlace: 'Peshawar, Pakistan',
    style: 'Pashto-accented Urdu naats',
  },
  {
    name: 'Junaid Hussain Barkati',
    urduName: 'جنید حسین برکاتی',
    birthDate: '1993-01-28',
    birthPlace: 'Bradford, United Kingdom',
    style: 'English and Urdu naats for young listeners',
  },
];

export interface TitleWords {
  title: string;
  urduTitle: string | null;
  category: string;
  language: string;
}

export const titles: readonly TitleWords[] = [
  { title: 'Aaqa Ka Milad Aaya', urduTitle: 'آقا کا میلاد آیا', category: 'Milad', language: 'Urdu' },
  { title: 'Allah Hu Allah', urduTitle: 'اللہ ہو اللہ', category: 'Hamd', language: 'Urdu' },
  { title: 'Ae Sabz Gumbad Wale', urduTitle: 'اے سبز گنبد والے', category: 'Naat', language: 'Urdu' },
  { title: 'Balaghal Ula Bi Kamalihi', urduTitle: 'بَلَغَ العُلیٰ بِکَمالِہٖ', category: 'Naat', language: 'Persian' },
  { title: 'Bekhud Kiye Dete Hain', urduTitle: 'بیخود کیے دیتے ہیں', category: 'Naat', language: 'Urdu' },
  { title: 'Blessed Night of Mawlid', urduTitle: null, category: 'Milad', language: 'English' },
  {
    title: 'Chalo Diyar-e-Nabi Ki Jaanib',
    urduTitle: 'چلو دیارِ نبی کی جانب',
    category: 'Naat',
    language: 'Urdu',
  },
  { title: 'Dil Mein Ho Yaad Teri', urduTitle: 'دل میں ہو یاد تیری', category: 'Naat', language: 'Urdu' },
  {
    title: 'Dar-e-Nabi Par Para Rahunga',
    urduTitle: 'درِ نبی پر پڑا رہوں گا',
    category: 'Naat',
    language: 'Urdu',
  },
  { title: 'Eid-e-Milad-un-Nabi', urduTitle: 'عیدِ میلاد النبی', category: 'Milad', language: 'Urdu' },
  { title: 'Faslon Ko Takalluf Hai', urduTitle: 'فاصلوں کو تکلف ہے', category: 'Naat', language: 'Urdu' },
  {
    title: 'Ghaus-e-Azam Ba Mun-e-Be Sar-o-Saman',
    urduTitle: 'غوثِ اعظم بمنِ بے سر و ساماں',
    category: 'Manqabat',
    language: 'Persian',
  },
  { title: 'Gunahon Ki Aadat', urduTitle: 'گناہوں کی عادت', category: 'Naat', language: 'Urdu' },
  {
    title: 'Haazir Hain Dar-e-Dolat Pe',
    urduTitle: 'حاضر ہیں درِ دولت پہ',
    category: 'Naat',
    language: 'Urdu',
  },
  { title: 'Hasbi Rabbi Jallallah', urduTitle: 'حسبی ربی جل اللہ', category: 'Hamd', language: 'Urdu' },
  { title: 'Hum Madine Se Allah', urduTitle: 'ہم مدینے سے اللہ', category: 'Naat', language: 'Urdu' },
  { title: 'Ilahi Teri Chaukhat Par', urduTitle: 'الٰہی تیری چوکھٹ پر', category: 'Hamd', language: 'Urdu' },
  { title: 'In the Shade of the Green Dome', urduTitle: null, category: 'Naat', language: 'English' },
  { title: 'Jashn-e-Amad-e-Rasool', urduTitle: 'جشنِ آمدِ رسول', category: 'Milad', language: 'Urdu' },
  { title: 'Jab Se Dekha Hai Madina', urduTitle: 'جب سے دیکھا ہے مدینہ', category: 'Naat', language: 'Urdu' },
  {
    title: 'Kaash Main Door-e-Payambar Mein',
    urduTitle: 'کاش میں دورِ پیمبر میں',
    category: 'Naat',
    language: 'Urdu',
  },
  { title: 'Karam Mangta Hoon', urduTitle: 'کرم مانگتا ہوں', category: 'Naat', language: 'Urdu' },
  {
    title: 'Khuda Ki Azmatein Kya Hain',
    urduTitle: 'خدا کی عظمتیں کیا ہیں',
    category: 'Hamd',
    language: 'Urdu',
  },
  {
    title: 'Lab Pe Naat-e-Paak Ka Naghma',
    urduTitle: 'لب پہ نعتِ پاک کا نغمہ',
    category: 'Naat',
    language: 'Urdu',
  },
  {
    title: 'Lam Yati Nazeeruka Fi Nazarin',
    urduTitle: 'لم یات نظیرک فی نظر',
    category: 'Naat',
    language: 'Urdu',
  },
  { title: 'Madine Ka Safar Hai', urduTitle: 'مدینے کا سفر ہے', category: 'Naat', language: 'Urdu' },
  {
    title: 'Mustafa Jaan-e-Rehmat Pe Lakhon Salam',
    urduTitle: 'مصطفیٰ جانِ رحمت پہ لاکھوں سلام',
    category: 'Salam',
    language: 'Urdu',
  },
  {
    title: 'Meetha Meetha Hai Mere Muhammad Ka Naam',
    urduTitle: 'میٹھا میٹھا ہے میرے محمد کا نام',
    category: 'Naat',
    language: 'Urdu',
  },
  { title: 'Mera Dil Aur Meri Jaan', urduTitle: 'میرا دل اور میری جان', category: 'Naat', language: 'Urdu' },
  { title: 'Nabi Ka Jashn Aaya', urduTitle: 'نبی کا جشن آیا', category: 'Milad', language: 'Urdu' },
  { title: 'Noor Wala Aaya Hai', urduTitle: 'نور والا آیا ہے', category: 'Milad', language: 'Urdu' },
  { title: 'O Beloved of Allah', urduTitle: null, category: 'Naat', language: 'English' },
  { title: 'Oonchi Shaan Wale Aaqa', urduTitle: 'اونچی شان والے آقا', category: 'Naat', language: 'Urdu' },
  { title: 'Pul Se Utaro Rah Guzar', urduTitle: 'پل سے اتارو راہ گزر', category: 'Naat', language: 'Urdu' },
  { title: 'Qad Kafani Ilmu Rabbi', urduTitle: 'قد كفاني علم ربي', category: 'Qaseeda', language: 'Arabic' },
  { title: 'Qaseeda Burda Shareef', urduTitle: 'قصیدہ بردہ شریف', category: 'Qaseeda', language: 'Arabic' },
  { title: 'Rahmat Barsa Do', urduTitle: 'رحمت برسا دو', category: 'Naat', language: 'Urdu' },
  {
    title: 'Rasool-e-Akram Ki Mehfil',
    urduTitle: 'رسولِ اکرم کی محفل',
    category: 'Naat',
    language: 'Punjabi',
  },
  { title: 'Sarkar Ki Aamad Marhaba', urduTitle: 'سرکار کی آمد مرحبا', category: 'Milad', language: 'Urdu' },
  {
    title: 'Sab Se Aula O Aala Hamara Nabi',
    urduTitle: 'سب سے اولیٰ و اعلیٰ ہمارا نبی',
    category: 'Naat',
    language: 'Urdu',
  },
  { title: 'Shah-e-Madina', urduTitle: 'شاہِ مدینہ', category: 'Naat', language: 'Urdu' },
  {
    title: 'Sunte Hain Ke Mahshar Mein',
    urduTitle: 'سنتے ہیں کہ محشر میں',
    category: 'Naat',
    language: 'Urdu',
  },
  { title: 'Tajdar-e-Haram', urduTitle: 'تاجدارِ حرم', category: 'Naat', language: 'Urdu' },
  { title: 'Tala al-Badru Alayna', urduTitle: 'طلع البدر علینا', category: 'Naat', language: 'Arabic' },
  { title: 'Tu Kuja Man Kuja', urduTitle: 'تو کجا من کجا', category: 'Naat', language: 'Persian' },
  { title: 'Umeedein Jaag Uthi Hain', urduTitle: 'امیدیں جاگ اٹھی ہیں', category: 'Naat', language: 'Urdu' },
  {
    title: 'Voh Suye Lalazar Phirte Hain',
    urduTitle: 'وہ سوئے لالہ زار پھرتے ہیں',
    category: 'Naat',
    language: 'Urdu',
  },
  {
    title: 'Wah Kya Jood-o-Karam Hai',
    urduTitle: 'واہ کیا جود و کرم ہے',
    category: 'Naat',
    language: 'Urdu',
  },
  { title: 'Ya Nabi Salam Alaika', urduTitle: 'یا نبی سلام علیک', category: 'Salam', language: 'Urdu' },
  {
    title: 'Ya Rasool Allah Tere Dar Ki Fizaon',
    urduTitle: 'یا رسول اللہ تیرے در کی فضاؤں',
    category: 'Naat',
    language: 'Urdu',
  },
  {
    title: 'Zahe Muqaddar Huzoor-e-Haq Se',
    urduTitle: 'زہے مقدر حضورِ حق سے',
    category: 'Naat',
    language: 'Urdu',
  },
  {
    title: 'Zameen-o-Zaman Tumhare Liye',
    urduTitle: 'زمین و زماں تمہارے لیے',
    category: 'Naat',
    language: 'Urdu',
  },
];

/** Couplets, two lines each. */
export const couplets: readonly (readonly [string, string])[] = [
  ['مصطفیٰ جانِ رحمت پہ لاکھوں سلام', 'شمعِ بزمِ ہدایت پہ لاکھوں سلام'],
  ['سب سے اولیٰ و اعلیٰ ہمارا نبی', 'سب سے بالا و والا ہمارا نبی'],
  ['واہ کیا جود و کرم ہے شہِ بطحا تیرا', 'نہیں سنتا ہی نہیں مانگنے والا تیرا'],
  ['زمین و زماں تمہارے لیے، مکین و مکاں تمہارے لیے', 'چنین و چناں تمہارے لیے، بنے دو جہاں تمہارے لیے'],
  ['لم یات نظیرک فی نظر، مثلِ تو نہ شد پیدا جانا', 'جگ راج کو تاج تورے سر سوہے، تجھ کو شہِ دوسرا جانا'],
  ['بَلَغَ العُلیٰ بِکَمالِہٖ، کَشَفَ الدُّجیٰ بِجَمالِہٖ', 'حَسُنَتْ جَمیعُ خِصالِہٖ، صَلُّوا عَلَیہِ وَآلِہٖ'],
];

/** The demo lyrics' opening line: "(sample lyrics — demo)". */
export const demoLyricsHeading = '(نمونے کے بول — ڈیمو)';

/**
 * The Roman-Urdu transliteration and English translation of every demo lyric line, shown under each line by
 * the lyrics view (its transliteration and translation toggles).
 */
export const lineVersions: Readonly<Record<string, { roman: string; translation: string }>> = {
  [demoLyricsHeading]: { roman: '(Namoone ke bol — demo)', translation: '(Sample lyrics — demo)' },
  'مصطفیٰ جانِ رحمت پہ لاکھوں سلام': {
    roman: 'Mustafa jaan-e-rehmat pe laakhon salaam',
    translation: 'Countless salutations upon Mustafa, the soul of mercy',
  },
  'شمعِ بزمِ ہدایت پہ لاکھوں سلام': {
    roman: "Sham'-e-bazm-e-hidayat pe laakhon salaam",
    translation: 'Countless salutations upon the lamp of the gathering of guidance',
  },
  'سب سے اولیٰ و اعلیٰ ہمارا نبی': {
    roman: 'Sab se aula o aala hamara Nabi',
    translation: 'Foremost and highest of all is our Prophet',
  },
  'سب سے بالا و والا ہمارا نبی': {
    roman: 'Sab se baala o waala hamara Nabi',
    translation: 'Above all and most exalted is our Prophet',
  },
  'واہ کیا جود و کرم ہے شہِ بطحا تیرا': {
    roman: 'Waah kya jood o karam hai Shah-e-Batha tera',
    translation: 'How wondrous is your generosity and grace, O King of Batha',
  },
  'نہیں سنتا ہی نہیں مانگنے والا تیرا': {
    roman: 'Nahin sunta hi nahin maangne wala tera',
    translation: 'The one who begs from you never hears the word no',
  },
  'زمین و زماں تمہارے لیے، مکین و مکاں تمہارے لیے': {
    roman: 'Zameen o zamaan tumhare liye, makeen o makaan tumhare liye',
    translation: 'The earth and all time are for you; every dweller and dwelling is for you',
  },
  'چنین و چناں تمہارے لیے، بنے دو جہاں تمہارے لیے': {
    roman: 'Chuneen o chunaan tumhare liye, bane do jahaan tumhare liye',
    translation: 'All this and all that is for you; both worlds were made for you',
  },
  'لم یات نظیرک فی نظر، مثلِ تو نہ شد پیدا جانا': {
    roman: 'Lam yaati naziruka fi nazarin, misl-e-tu na shud paida jaana',
    translation: 'Your equal was never seen; none like you was ever born, beloved',
  },
  'جگ راج کو تاج تورے سر سوہے، تجھ کو شہِ دوسرا جانا': {
    roman: 'Jag raaj ko taaj tore sar sohe, tujh ko Shah-e-dusra jaana',
    translation: "The crown of the world's kingdom graces your head; I know you as King of both worlds",
  },
  'بَلَغَ العُلیٰ بِکَمالِہٖ، کَشَفَ الدُّجیٰ بِجَمالِہٖ': {
    roman: "Balaghal 'ula bi-kamaalihi, kashafad-duja bi-jamaalihi",
    translation: 'He reached the heights through his perfection; he lifted the darkness with his beauty',
  },
  'حَسُنَتْ جَمیعُ خِصالِہٖ، صَلُّوا عَلَیہِ وَآلِہٖ': {
    roman: "Hasunat jamee'u khisaalihi, sallu 'alayhi wa aalihi",
    translation: 'Beautiful are all his qualities; send blessings upon him and his family',
  },
};

export const bioClosings: readonly string[] = [
  'Listeners know him for recitations at neighbourhood Milad gatherings.',
  'He began reciting as a child in his local mosque.',
  'He teaches young reciters on weekends.',
  'His recitations are often requested during Rabi al-Awwal.',
];
