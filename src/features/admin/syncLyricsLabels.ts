/** Every text of the admin's Sync lyrics tool (SyncLyrics.tsx), in one place. */
export const SYNC_LABELS = {
  heading: 'Sync lyrics',
  /** Manage Naats' link to the tool, per naat. */
  openFor: (title: string) => `Sync lyrics of ${title}`,
  back: 'Back to Manage Naats',
  linesHeading: 'Lines',
  sourceHint:
    'Paste LRC or plain text (one line each), or upload an .lrc file. This replaces the lines below.',
  sourceField: 'LRC or plain text',
  useLines: 'Use these lines',
  upload: 'Upload .lrc',
  timingHeading: 'Timing',
  timingHint:
    'Play the naat and tap at the start of each line, or press Space. Nudge a line by 0.1 s; ▶ plays from it.',
  tap: (line: number) => `Tap: line ${line} starts now`,
  allMarked: 'Every line has a time',
  clear: 'Clear times',
  markFrom: (line: number) => `Mark from line ${line}`,
  earlier: (line: number) => `Line ${line} 0.1 s earlier`,
  later: (line: number) => `Line ${line} 0.1 s later`,
  playFrom: (line: number) => `Play from line ${line}`,
  untimed: '—',
  save: 'Save lyrics',
  saving: 'Saving...',
  saved: 'Lyrics saved',
  download: 'Download .lrc',
  noLines: 'No lines yet: paste or upload the lyrics above.',
  loading: 'Loading...',
  notFound: 'Naat not found',
} as const;
