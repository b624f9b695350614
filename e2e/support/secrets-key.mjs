// The e2e server's SECRETS_KEY (32 bytes, base64): a throw-away key for a throw-away database.
export const E2E_SECRETS_KEY = 'ZTJlLXNlY3JldHMta2V5LWZvci10aHJvd2F3YXktZGI=';
