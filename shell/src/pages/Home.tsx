import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import {
  Card,
  FeatureIcon,
  featureGroups,
  featuresInGroup,
  Link,
  Tabs,
  usePageTitle,
  useLacksAiProvider,
  usePortalConfig,
  NeedsAiProviderBadge,
  type FeatureGroupId,
} from 'shared-ui';
import styled from 'styled-components';
import { useSession } from 'shared-auth';
import { useCanSeeFeature } from '../layout/useCanSeeFeature';
import { NewsletterCard } from '../newsletter/NewsletterCard';
import { GroupOnlyNotice } from './GroupOnlyNotice';

const Welcome = styled.h1`
  margin: 0 0 1.75rem;
  font-size: clamp(1.6rem, 4vw, 2.3rem);
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FeatureCard = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  height: 100%;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    flex: 1;
  }
  > svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  /* The „Braucht KI-Anbieter“ badge under the title keeps its own width; the column stretched it
     across the card. */
  > span {
    align-self: flex-start;
    margin-left: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export function Home() {
  const { productName } = usePortalConfig();
  usePageTitle('');
  const session = useSession();
  const canSee = useCanSeeFeature();
  const lacksProvider = useLacksAiProvider();
  const [group, setGroup] = useState<FeatureGroupId>('text');
  const name = session.data?.displayName || session.data?.email?.split('@')[0];

  return (
    <>
      <Welcome>{name ? `Willkommen, ${name}!` : `Willkommen im ${productName}!`}</Welcome>
      <GroupOnlyNotice />
      <NewsletterCard />
      <Tabs
        label="Funktionsgruppe"
        items={featureGroups.map((g) => ({ id: g.id, label: g.name }))}
        selected={group}
        onSelect={(id) => setGroup(id as FeatureGroupId)}
      >
        <Grid>
          {featuresInGroup(group)
            .filter(canSee)
            .map((feature) => (
              <li key={feature.id}>
                <FeatureCard aria-labelledby={`card-${feature.id}`}>
                  <FeatureIcon id={feature.id} size={28} />
                  <h2 id={`card-${feature.id}`}>{feature.name}</h2>
                  {lacksProvider(feature.id) && <NeedsAiProviderBadge />}
                  <p>{feature.description}</p>
                  <Link to={feature.href} aria-label={`Zur Funktion: ${feature.name}`}>
                    Zur Funktion <ArrowRight size={16} aria-hidden="true" />
                  </Link>
                </FeatureCard>
              </li>
            ))}
        </Grid>
      </Tabs>
    </>
  );
}
