import sys

from rulekit.cli import main

sys.exit(main())
