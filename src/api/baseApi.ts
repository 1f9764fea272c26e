import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query api. Features add their endpoints with `injectEndpoints`; only src/api/ knows URLs and
 * response shapes. Public calls send no credentials.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'omit' }),
  tagTypes: ['Naat', 'Reciter'],
  endpoints: () => ({}),
});
