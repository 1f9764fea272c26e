/** The download toasts' texts, shared by the pipeline and by the button that loads it. */
export const downloadMessages = {
  success: (title: string) => `Downloaded "${title}" successfully!`,
  failed: (title: string) => `Failed to download "${title}". Please try again.`,
  quota: (title: string) => `Not enough storage space to download "${title}". Free some space and try again.`,
  removeFailed: (title: string) => `Failed to delete "${title}". Please try again.`,
};
