/** The one shape every component sees; src/api/normalize.ts turns the server's variants into these. */
export interface NaatKhawanRef {
  id: number;
  name: string;
  image: string | null;
}

export interface Naat {
  id: number;
  title: string;
  urduTitle: string | null;
  /** '/Audio/<file>' on this server, or an absolute URL. */
  filePath: string;
  /** Seconds. */
  duration: number;
  playCount: number;
  category: string | null;
  language: string | null;
  description: string | null;
  lyrics: string | null;
  /** ISO 8601. */
  createdAt: string;
  naatKhawanId: number;
  naatKhawan: NaatKhawanRef;
}

export interface NaatKhawan {
  id: number;
  name: string;
  urduName: string | null;
  bio: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  birthPlace: string | null;
  audioCount: number;
  image: string | null;
}
