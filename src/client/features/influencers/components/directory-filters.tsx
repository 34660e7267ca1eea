import { FilterX, Search } from 'lucide-react';
import { influencerCategories, influencerLocations } from '../../../../shared/influencer-lists';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { type DirectoryFilters as Filters, hasFilters } from '../lib/directory';

/** Search, category and location, and 'Clear Filters'. */
export function DirectoryFilters({
  filters,
  onChange,
  onClear,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
}) {
  return (
    <search
      aria-label="Filter influencers"
      className="grid gap-3 rounded-3xl border border-slate-200/80 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <div className="flex flex-col gap-1.5 sm:col-span-3">
        <Label htmlFor="influencer-search">Search</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id="influencer-search"
            type="search"
            value={filters.search}
            onChange={(event) => onChange({ search: event.target.value })}
            placeholder="Name, @handle or category"
            autoComplete="off"
            className="pl-10"
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="influencer-category">Category</Label>
        <NativeSelect
          id="influencer-category"
          value={filters.category}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <option value="">All Categories</option>
          {influencerCategories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="influencer-location">Location</Label>
        <NativeSelect
          id="influencer-location"
          value={filters.location}
          onChange={(event) => onChange({ location: event.target.value })}
        >
          <option value="">All Locations</option>
          {influencerLocations.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="outline" onClick={onClear} disabled={!hasFilters(filters)}>
        <FilterX aria-hidden="true" />
        Clear Filters
      </Button>
    </search>
  );
}
