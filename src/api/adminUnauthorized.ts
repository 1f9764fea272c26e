import { createAction } from '@reduxjs/toolkit';

/**
 * The server refused an admin call's token (401). The api layer only reports it; the admin feature's session
 * slice decides what that means (the session ends with the expiry notice), so `api/` never imports a feature.
 */
export const adminUnauthorized = createAction('api/adminUnauthorized');
