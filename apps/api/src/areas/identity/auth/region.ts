/** Spec §9: cloud region us-east-1 (Session result serviceConfig and device keys). */
export const SERVICE_CONFIG_REGION = 'us-east-1';
