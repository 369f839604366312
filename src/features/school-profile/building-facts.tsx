import { PostalAddress } from '../../components/postal-address.tsx';
import type { Building } from '../../content/site-schema.ts';
import { useLanguage } from '../../hooks/language.ts';

/**
 * A building's grades and postal address as a description list (Our School and Our Buildings).
 * Each page names the two facts in its own words and styles the list with its own class.
 */
export function BuildingFacts({
  building,
  gradesLabel,
  addressLabel,
  className,
}: {
  building: Building;
  gradesLabel: string;
  addressLabel: string;
  className?: string;
}) {
  const lng = useLanguage();
  return (
    <dl className={className}>
      <div>
        <dt>{gradesLabel}</dt>
        <dd>{building.grades[lng]}</dd>
      </div>
      <div>
        <dt>{addressLabel}</dt>
        <dd>
          <PostalAddress address={building.address} />
        </dd>
      </div>
    </dl>
  );
}
