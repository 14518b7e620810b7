/** Truth in Lending cost disclosures (Regulation Z): the APR by Appendix J's actuarial method, the closed-end federal box, the open-end rate. */
export * from './apr';
export * from './closed-end';
export * from './open-end';
export * from './schedule-rows';
