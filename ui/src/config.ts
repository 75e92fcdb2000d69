// Defaults set at build time (build.mjs, from SITE_* variables): shown until the admin saves content.
declare const __BUILD_CONFIG__: {
  contactEmail: string;
  contactPhone: string;
  whatsapp: string;
  contactAddress: string;
};

export const buildConfig = __BUILD_CONFIG__;
