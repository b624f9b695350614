export declare const E2E_SECRETS_KEY: string;
