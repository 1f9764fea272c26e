import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Naat, Reciter } from '../../server/db/types';
import { ENGINES } from './engines';
import { startApp, type TestApp } from './helpers';

/**
 * How listeners really write what they look for (Roman Urdu spellings seen on naat sites and in tags, Urdu
 * typed without diacritics or with Arabic letters, one typo), and the demo naat (server/seed/words.ts) each
 * must bring into the top 3, through the real server on both engines.
 */
const SPELLINGS: readonly (readonly [query: string, title: string])[] = [
  ['shah e madinah', 'Shah-e-Madina'],
  ['shahe madina', 'Shah-e-Madina'],
  ['shah-e-medina', 'Shah-e-Madina'],
  ['madeene ka safar', 'Madine Ka Safar Hai'],
  ['medine ka safar hai', 'Madine Ka Safar Hai'],
  ['jab se dekha hai madinah', 'Jab Se Dekha Hai Madina'],
  ['hum madiny se', 'Hum Madine Se Allah'],
  ['tajdare haram', 'Tajdar-e-Haram'],
  ['taajdaar e haram', 'Tajdar-e-Haram'],
  ['tajdar-e-harram', 'Tajdar-e-Haram'],
  ['ya nabi salaam alaika', 'Ya Nabi Salam Alaika'],
  ['ya nabi salam alayka', 'Ya Nabi Salam Alaika'],
  ['ya rasul allah tere dar', 'Ya Rasool Allah Tere Dar Ki Fizaon'],
  ['sarkaar ki aamad marhaba', 'Sarkar Ki Aamad Marhaba'],
  ['aqa ka milad aya', 'Aaqa Ka Milad Aaya'],
  ['aaka ka meelad', 'Aaqa Ka Milad Aaya'],
  ['balaghal ula bekamalihi', 'Balaghal Ula Bi Kamalihi'],
  ['tala al badru alaina', 'Tala al-Badru Alayna'],
  ["tala'al badru", 'Tala al-Badru Alayna'],
  ['qasida burda sharif', 'Qaseeda Burda Shareef'],
  ['kaseeda burdah', 'Qaseeda Burda Shareef'],
  ['eid milad un nabi', 'Eid-e-Milad-un-Nabi'],
  ['jashne amade rasool', 'Jashn-e-Amad-e-Rasool'],
  ['rasoole akram ki mahfil', 'Rasool-e-Akram Ki Mehfil'],
  ['unchi shan wale aaqa', 'Oonchi Shaan Wale Aaqa'],
  ['wah kya jood o karam', 'Wah Kya Jood-o-Karam Hai'],
  ['vah kia jud o karam', 'Wah Kya Jood-o-Karam Hai'],
  ['zahe muqaddar huzur', 'Zahe Muqaddar Huzoor-e-Haq Se'],
  ['zamin o zaman tumhare liye', 'Zameen-o-Zaman Tumhare Liye'],
  ['haazir hain dare daulat', 'Haazir Hain Dar-e-Dolat Pe'],
  ['faslon ko takaluf', 'Faslon Ko Takalluf Hai'],
  ['ilahi teri chokhat', 'Ilahi Teri Chaukhat Par'],
  ['rehmat barsa do', 'Rahmat Barsa Do'],
  ['lam yati naziruka', 'Lam Yati Nazeeruka Fi Nazarin'],
  ['kaash mein daure payambar', 'Kaash Main Door-e-Payambar Mein'],
  ['umeedain jaag uthi', 'Umeedein Jaag Uthi Hain'],
  ['shah-e-madinah', 'Shah-e-Madina'],
  ['bekhud kie dete hein', 'Bekhud Kiye Dete Hain'],
  ['chalo dayare nabi ki janib', 'Chalo Diyar-e-Nabi Ki Jaanib'],
  ['dar e nabi par para rahun ga', 'Dar-e-Nabi Par Para Rahunga'],
  ['dil main ho yad teri', 'Dil Mein Ho Yaad Teri'],
  ['ghous e azam ba mane be sar o saman', 'Ghaus-e-Azam Ba Mun-e-Be Sar-o-Saman'],
  ['gunahon ki adat', 'Gunahon Ki Aadat'],
  ['hasbi rabi jalallah', 'Hasbi Rabbi Jallallah'],
  ['karam mangta hun', 'Karam Mangta Hoon'],
  ['khuda ki azmaten kya hain', 'Khuda Ki Azmatein Kya Hain'],
  ['sunte hain ke mehshar mein', 'Sunte Hain Ke Mahshar Mein'],
  ['too kuja mun kuja', 'Tu Kuja Man Kuja'],
  ['woh suye lala zar', 'Voh Suye Lalazar Phirte Hain'],
  ['lab pe naate pak ka naghma', 'Lab Pe Naat-e-Paak Ka Naghma'],
  ['blesed night of mawlid', 'Blessed Night of Mawlid'],
  // Urdu script: without diacritics, with Arabic letters, bari yeh typed as yeh.
  ['شاه مدينه', 'Shah-e-Madina'],
  ['مدینی کا سفر', 'Madine Ka Safar Hai'],
  ['بلغ العلی بکمالہ', 'Balaghal Ula Bi Kamalihi'],
  ['تاجدار حرم', 'Tajdar-e-Haram'],
  ['الہی تیری چوکھٹ', 'Ilahi Teri Chaukhat Par'],
  ['قد کفانی علم ربی', 'Qad Kafani Ilmu Rabbi'],
  ['یا نبی سلام عليك', 'Ya Nabi Salam Alaika'],
  ['آقا کا میلاد', 'Aaqa Ka Milad Aaya'],
  ['اقا کا میلاد', 'Aaqa Ka Milad Aaya'],
];

interface Page<T> {
  data: { data: T[]; total: number };
}

describe.each(ENGINES)('real-world spellings on the demo catalogue (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ engine });
  });
  afterAll(async () => {
    await t.close();
  });

  const top3 = async (query: string, path = 'audios'): Promise<string[]> => {
    const response = await t.app.inject(`/api/${path}?search=${encodeURIComponent(query)}&limit=3`);
    expect(response.statusCode).toBe(200);
    const rows = response.json<Page<Partial<Naat> & Partial<Reciter>>>().data.data;
    return rows.map((row) => row.title ?? row.name ?? '');
  };

  it(`holds at least 40 spellings`, () => {
    expect(SPELLINGS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(SPELLINGS)('"%s" finds %s in the top 3', async (query, title) => {
    expect(await top3(query)).toContain(title);
  });

  it('finds reciters by their spellings too', async () => {
    expect(await top3('mohammed usman attari', 'naatkhawans')).toContain('Muhammad Usman Attari');
    expect(await top3('gulam mustapha noori', 'naatkhawans')).toContain('Ghulam Mustafa Noori');
    expect(await top3('غلام مصطفى', 'naatkhawans')).toContain('Ghulam Mustafa Noori');
  });
});
