/** The brand a /{brand}/… legal page is about; the build's default brand on a page without one. */
export { usePageBrand as useLegalBrand } from '../../shared/brand/use-route-brand';
