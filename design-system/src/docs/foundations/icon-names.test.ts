import { describe, expect, it } from 'vitest';
import { iconUses } from './icon-names';

describe('iconUses', () => {
  it('reads the icons of single- and multi-line imports, by their Lucide name', () => {
    const uses = iconUses({
      'a.tsx': "import { Plus, X as Close } from 'lucide-react';\nimport { Button } from './Button';",
      'b.tsx': "import {\n  Plus,\n  type LucideProps,\n  MessageSquare,\n} from 'lucide-react';",
    });
    expect(uses).toEqual([
      { name: 'MessageSquare', files: ['b.tsx'] },
      { name: 'Plus', files: ['a.tsx', 'b.tsx'] },
      { name: 'X', files: ['a.tsx'] },
    ]);
  });
});
