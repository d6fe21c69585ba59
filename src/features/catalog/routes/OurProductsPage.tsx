import { useLocation, useSearch } from 'wouter';
import { Container, PageTitle, Section, Tabs, TabsContent, TabsList, TabsTrigger } from '@ds';
import { CabinetColorGrid } from '../components/CabinetColorGrid';
import { ClassProductGrid } from '../components/ClassProductGrid';
import { PurchaseSuccessDialog } from '../components/PurchaseSuccessDialog';
import { ITEM_CLASSES } from '../data/colors';
import { useDocumentTitle } from '@/lib/document-title';

type Category = (typeof ITEM_CLASSES)[number];

function categoryFrom(search: string): Category {
  const value = new URLSearchParams(search).get('category');
  return ITEM_CLASSES.find((c) => c.toLowerCase() === value?.toLowerCase()) ?? 'Cabinets';
}

/** /our-products?category=Cabinets|Hardware|Richelieu: the tab follows the query string. */
export default function OurProductsPage() {
  useDocumentTitle('Our Products');
  const search = useSearch();
  const [, navigate] = useLocation();
  const category = categoryFrom(search);

  return (
    <Section>
      <Container>
        <PageTitle>Our Products</PageTitle>
        <Tabs
          value={category}
          onValueChange={(value) => navigate(`/our-products?category=${value}`)}
          activationMode="manual"
        >
          <TabsList aria-label="Product lines">
            {ITEM_CLASSES.map((c) => (
              <TabsTrigger key={c} value={c}>
                {c}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="Cabinets">
            <CabinetColorGrid />
          </TabsContent>
          <TabsContent value="Hardware">
            <ClassProductGrid itemClass="Hardware" />
          </TabsContent>
          <TabsContent value="Richelieu">
            <ClassProductGrid itemClass="Richelieu" />
          </TabsContent>
        </Tabs>
        <PurchaseSuccessDialog />
      </Container>
    </Section>
  );
}
