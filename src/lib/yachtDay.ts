/** The yacht's day lives in common/yachtDay.ts (both runtimes); this path stays for the owner CLI's and the mail's imports. */
export * from '../../common/yachtDay';
