/**
 * PUT / DELETE /api/admin/{audios|naatkhawans}/{id}/image: an admin's picture of a naat or reciter (the file
 * itself as the body). Answers the entity's new `image` (its artwork URL, or null once removed).
 */
import { adminApi, adminBaseQuery } from '../../api/adminApi';

export type ArtworkOwner = 'naat' | 'reciter';

const path = (kind: ArtworkOwner, id: number) =>
  `/admin/${kind === 'naat' ? 'audios' : 'naatkhawans'}/${String(id)}/image`;

const imageOf = (data: unknown): string | null => {
  const item = (data as { data?: { image?: unknown } } | null)?.data;
  return typeof item?.image === 'string' ? item.image : null;
};

const artworkApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    uploadArtwork: build.mutation<string | null, { kind: ArtworkOwner; id: number; file: Blob }>({
      queryFn: async ({ kind, id, file }, api, extraOptions) => {
        const result = await adminBaseQuery(
          {
            url: path(kind, id),
            method: 'PUT',
            body: file,
            headers: { 'content-type': file.type || 'application/octet-stream' },
          },
          api,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: imageOf(result.data) };
      },
      invalidatesTags: ['Naat', 'Reciter'],
    }),
    removeArtwork: build.mutation<null, { kind: ArtworkOwner; id: number }>({
      queryFn: async ({ kind, id }, api, extraOptions) => {
        const result = await adminBaseQuery({ url: path(kind, id), method: 'DELETE' }, api, extraOptions);
        return result.error ? { error: result.error } : { data: null };
      },
      invalidatesTags: ['Naat', 'Reciter'],
    }),
  }),
});

export const { useUploadArtworkMutation, useRemoveArtworkMutation } = artworkApi;
