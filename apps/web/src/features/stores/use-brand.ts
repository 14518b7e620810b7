/** The brand of the current /{brand}/… route, else the build's default brand. */
export { usePageBrand as useBrand } from '../../shared/brand/use-route-brand';
