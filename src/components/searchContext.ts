import { createContext, useContext } from 'react';

/** Lets any screen (the header, the 404 page) open the layout's search overlay. */
export const SearchOverlayContext = createContext<{ openSearch: () => void }>({
  openSearch: () => undefined,
});

export const useSearchOverlay = () => useContext(SearchOverlayContext);
