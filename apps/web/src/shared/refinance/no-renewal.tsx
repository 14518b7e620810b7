/**
 * A renewal screen opened with no renewal of this loan in progress (a reload after the slice was cleared, a
 * bookmark, another loan): say so plainly and lead back to the loan, where a renewal starts. The texts are the
 * screen's feature's.
 */
import { Link } from 'react-router';
import content from '../ui/content.module.css';
import controls from '../ui/controls.module.css';

export function NoRenewal({
  heading,
  lead,
  linkText,
  accountPath,
}: {
  heading: string;
  lead: string;
  linkText: string;
  accountPath: string;
}) {
  return (
    <div className={content.page}>
      <h1 className={content.heading}>{heading}</h1>
      <p>{lead}</p>
      <Link className={controls.button} to={accountPath}>
        {linkText}
      </Link>
    </div>
  );
}
